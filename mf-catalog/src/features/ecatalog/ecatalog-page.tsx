/** E-catalogs: public, open to visitors too. */
export default function ECatalogPage() {
  return (
    <section aria-labelledby="ecatalog-title">
      <h1 id="ecatalog-title">E-Catalogs</h1>
    </section>
  );
}
