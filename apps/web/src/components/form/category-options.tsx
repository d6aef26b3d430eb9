import type { TCategory } from '@marketplace/contract';

/** The categories as the options of a select; the value sent is the category's name. */
export const CategoryOptions = ({ categories }: { categories: TCategory[] | undefined }) =>
  categories?.map((category) => (
    <option key={category.id} value={category.name}>
      {category.name}
    </option>
  ));
