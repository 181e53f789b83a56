/** Shop by Brand. */
export default function BrandsPage() {
  return (
    <section aria-labelledby="brands-title">
      <h1 id="brands-title">Shop by Brand</h1>
    </section>
  );
}
