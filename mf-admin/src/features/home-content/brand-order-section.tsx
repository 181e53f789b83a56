import { Link } from 'react-router-dom';
import { mayUseArea, type HomeContent } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { useStaffMember } from '../../lib/staff-member';
import { BRANDS_PAGE } from './home-content-words';
import styles from './home-content.module.css';

/**
 * The home's 'Shop By Brand' rail (docs/product.md §13.8): the brands in the catalogue's order, which the
 * Brands page sets (and /brands follows too). Shown here, changed there: one order, kept in one place.
 */
export function BrandOrderSection({ brands }: { brands: HomeContent['brands'] }) {
  const member = useStaffMember();
  const mayChange = member !== null && mayUseArea(member.role, 'catalog');
  return (
    <Card id="brands" title="Shop By Brand">
      <p className={pageStyles.muted}>
        The rail shows the brands in the catalogue's order
        {mayChange ? (
          <>
            , which the <Link to={BRANDS_PAGE}>Brands page</Link> changes (move a brand up or down there)
          </>
        ) : null}
        .
      </p>
      <ol aria-label="Brands, in the rail's order" className={styles.brandList}>
        {brands.map((brand) => (
          <li key={brand.id} className={styles.brand}>
            {brand.logo ? <img src={brand.logo} alt="" className={styles.brandLogo} /> : null}
            {brand.name}
          </li>
        ))}
      </ol>
    </Card>
  );
}
