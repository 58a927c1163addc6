export { AdminList, type AdminListProps, type AdminListQuery } from './AdminList';
export type { AdminListColumn } from './columns';
export { type AdminFilter, type FilterValues, oneOf, setValues } from './filters';
export { type AdminListFilters, useAdminListFilters } from './useAdminListFilters';
