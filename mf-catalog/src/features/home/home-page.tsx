import { Link } from 'react-router-dom';
import { selectIsLoggedIn, useStore, userStore } from '@storefront/shared-kernel';

/** Home: the shop window. Visitors are invited to sign in to see prices. */
export default function HomePage() {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Wholesale housewares, kitchen and beauty brands</h1>
      {isLoggedIn ? (
        <p>Browse the catalogue by category or brand, or search for a product.</p>
      ) : (
        <p>
          <Link to="/login">Login to see price</Link>
        </p>
      )}
      <p>
        <Link to="/contactus">Request a Quote</Link>
      </p>
    </section>
  );
}
