import { useSearchParams } from 'react-router-dom';

/** Product detail for `/product?id={idStyle}`. */
export default function ProductPage() {
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="product-title">
      <h1 id="product-title">Product {params.get('id') ?? ''}</h1>
    </section>
  );
}
