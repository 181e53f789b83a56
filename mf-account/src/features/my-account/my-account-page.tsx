import { Navigate, useParams } from 'react-router-dom';

const PAGES = { orders: 'Orders', password: 'Change Password', customer: 'Customer Info' } as const;
type AccountPage = keyof typeof PAGES;
const isAccountPage = (page: string | undefined): page is AccountPage =>
  page !== undefined && Object.hasOwn(PAGES, page);

/** My account: orders (the default), change password, customer info. */
export default function MyAccountPage() {
  const { page } = useParams();
  if (!isAccountPage(page)) return <Navigate to="/myaccount/orders" replace />;
  return (
    <section aria-labelledby="my-account-title">
      <h1 id="my-account-title">{PAGES[page]}</h1>
    </section>
  );
}
