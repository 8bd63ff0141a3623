import { viVN } from '@mui/x-data-grid/locales';
import type { GridLocaleText } from '@mui/x-data-grid';

const vnNumber = new Intl.NumberFormat('vi-VN');

/**
 * MUI X's Vietnamese texts, with the ones its locale leaves in English filled in (the pager's "1–20 of 143" was on
 * every list of the console).
 */
export const viGridLocale: Partial<GridLocaleText> = {
  ...viVN.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) =>
    `${vnNumber.format(from)}–${vnNumber.format(to)} trên ${count == null || count === -1 ? `hơn ${vnNumber.format(to)}` : vnNumber.format(count)}`,
  columnMenuAriaLabel: (name: string) => `Menu của cột ${name}`,
  columnsManagementDeleteIconLabel: 'Xóa',
  noColumnsOverlayLabel: 'Không có cột nào',
  noColumnsOverlayManageColumns: 'Quản lý cột',
};
