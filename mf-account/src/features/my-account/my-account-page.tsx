import { Navigate, useParams } from 'react-router-dom';
import { getStoredToken, usePageTitle } from '@storefront/shared-kernel';
import { AccountLayout } from '../../components/account-layout';
import { CustomerTab } from './customer-tab';
import { MessagesTab } from './messages-tab';
import { OrdersTab } from './orders-tab';
import { PasswordTab } from './password-tab';

/** The tabs of the account area and their titles (docs/product.md §8.1, /myaccount/{page}). */
export const ACCOUNT_PAGES = {
  orders: 'Search Web Orders',
  messages: 'Messages',
  password: 'Change Password',
  customer: 'Customer Info',
} as const;
type AccountPage = keyof typeof ACCOUNT_PAGES;
const isAccountPage = (value: string | undefined): value is AccountPage =>
  value !== undefined && Object.hasOwn(ACCOUNT_PAGES, value);

const TABS = { orders: OrdersTab, messages: MessagesTab, password: PasswordTab, customer: CustomerTab } as const;

/** My account: orders (the default), messages, change password, customer info; only with a session. */
export default function MyAccountPage() {
  const { page: pageName } = useParams();
  usePageTitle(isAccountPage(pageName) ? ACCOUNT_PAGES[pageName] : 'My Account');
  // The shell's guard sends visitors home too; this covers the remote running on its own.
  if (!getStoredToken()) return <Navigate to="/" replace />;
  if (!isAccountPage(pageName)) return <Navigate to="/myaccount/orders" replace />;
  const Tab = TABS[pageName];
  return (
    <AccountLayout title={ACCOUNT_PAGES[pageName]}>
      <Tab />
    </AccountLayout>
  );
}
