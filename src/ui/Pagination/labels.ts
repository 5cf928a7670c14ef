import type messages from '../../../messages/ja/pagination.json';

import type { PaginationLabels } from './';

type Translate = (key: keyof typeof messages, values?: Record<string, number | string>) => string;

/** Builds the pagination labels from the `pagination` message namespace. */
export function paginationLabels(t: Translate): PaginationLabels {
  return {
    label: t('label'),
    position: (page, total) => t('position', { page, total }),
    goToPage: (page) => t('goToPage', { page }),
    currentPage: (page) => t('currentPage', { page }),
    previous: t('previous'),
    next: t('next'),
    previous3: t('previous3'),
    next3: t('next3'),
    previous5: t('previous5'),
    next5: t('next5'),
    goTo: t('goTo'),
    pageNumber: t('pageNumber'),
  };
}
