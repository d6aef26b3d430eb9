import { useEffect } from 'react';
import { pageTitle } from '../strings.ts';

/** Sets `<title>Page · Name</title>` while the calling page is shown. */
export const useDocumentTitle = (page: string | undefined): void => {
  useEffect(() => {
    if (page) document.title = pageTitle(page);
  }, [page]);
};
