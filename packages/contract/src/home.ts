import { z } from 'zod';
import { defineCall } from './call';
import { int, orDefault } from './fields';

export const productCard = z.object({
  id: z.number(),
  main_image: z.string(),
  name: z.string(),
  short_desc: z.string(),
  quantity: z.number(),
  sale_price: z.number(),
  list_price: z.number(),
  discount: z.number(),
  rating: z.number(),
  /** Set on the first item of a list: how many products match in all. */
  total_products: z.number().optional(),
});
export type ProductCard = z.infer<typeof productCard>;

export const category = z.object({ id: z.number(), cat_name: z.string(), icon: z.string() });
export type Category = z.infer<typeof category>;

/**
 * A home banner: product_id and image as the original apps read them, and the words shown as text beside
 * the picture (which carries none), in the call's language. subtitle is '' when the banner has none.
 */
export const homeBanner = z.object({
  product_id: z.number(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The label of the button that opens the product. */
  button: z.string(),
  /** The picture's alt text. */
  alt: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

export const homeCall = defineCall({
  path: '/home/home.php',
  access: 'guest',
  request: z.object({ type: orDefault(int(1, 3), 1) }),
  data: z.object({
    products: z.array(productCard),
    selected_products: z.array(productCard),
    new_products: z.array(productCard),
    slider: z.array(homeBanner),
    categories: z.array(category),
  }),
});
