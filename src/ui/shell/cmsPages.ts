// What the footer reads from the cms machine's categories: a view's selector,
// kept beside the views (the machine holds the list; which column shows what is the footer's).
import type { CmsCategory } from '../../../contract/schemas';

/** The pages of a category by its name ('Footer', 'Story', …); none when the category is missing. */
export const pagesOf = (categories: readonly CmsCategory[], name: string) => categories.find((c) => c.name === name)?.content ?? [];
