/** Favorites. */
export default function FavoritesPage() {
  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title">Favorites</h1>
      <p>No favorites found.</p>
    </section>
  );
}
