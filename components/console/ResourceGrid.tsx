'use client';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { DataGrid, GridActionsCellItem, useGridApiRef, type GridColDef, type GridRowSelectionModel, type GridValidRowModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { api } from '@/lib/api/client';
import type { TPage } from '@/lib/api/envelope';
import { useListState } from './useListState';
import { ExportButtons } from './ExportButtons';
import { QueryError } from './QueryError';
import { viGridLocale } from './gridLocale';

type TProps<R extends GridValidRowModel> = {
  title: string;
  queryKey: string;
  /** A paged endpoint answering { items, total, page, limit }. */
  endpoint: string;
  columns: GridColDef<R>[];
  canWrite: boolean;
  createLabel?: string;
  emptyText: string;
  createFirstText?: string;
  onCreate?: () => void;
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  /** Filters other than the search, by their URL parameter names: sent as parameters unless `toQuery` builds them. */
  extraQuery?: Record<string, string>;
  /** Builds the request's parameters from the search text, for endpoints whose `query` is not plain text. */
  toQuery?: (search: string) => Record<string, string>;
  toolbar?: React.ReactNode;
  /** False for endpoints without a text search: no search box is shown. */
  searchable?: boolean;
  /** What the search box searches, when "Search" alone would not say. */
  searchLabel?: string;
  onRowClick?: (row: R) => void;
  /** Actions on the rows ticked on this page (writers only); `done` clears the ticks. */
  bulkActions?: (rows: R[], done: () => void) => React.ReactNode;
  /** An endpoint answering the same filters as an Excel file (the log listings). */
  exportPath?: string;
  /** Offers printing the rows on screen (the grid's own print export). */
  printable?: boolean;
  /** The total shown above the grid, for endpoints that cap their count. */
  totalText?: (page: TPage<R> | undefined) => string;
};

const PINNED = 'var(--DataGrid-t-cell-background-pinned)';
const HOVER = 'var(--DataGrid-t-color-interactive-hover)';
const HOVER_OPACITY = 'var(--DataGrid-t-color-interactive-hover-opacity)';
const SELECTED = 'var(--DataGrid-t-color-interactive-selected)';
const SELECTED_OPACITY = 'var(--DataGrid-t-color-interactive-selected-opacity)';
/* An opaque cell tinted as the row around it is (a sticky cell must hide what scrolls beneath it). */
const tint = (color: string, opacity: string) => `color-mix(in srgb, ${PINNED}, rgba(from ${color} r g b / 1) calc(${opacity} * 100%))`;

/**
 * Keeps the trailing action columns (edit, delete, a screen's own) in view at the grid's right edge when the columns
 * are wider than the grid, as a phone or a screen with many columns makes them: without it a row's actions were
 * reached only by scrolling the grid sideways. The Pro grid's pinned columns are these same sticky cells.
 */
function pinnedActionsSx(columns: readonly GridColDef[]) {
  const sx: Record<string, object> = {};
  let right = 0;
  for (let i = columns.length - 1; i >= 0 && columns[i].type === 'actions'; i--) {
    const f = columns[i].field;
    const edge = i === 0 || columns[i - 1].type !== 'actions';
    const common = { position: 'sticky', right, ...(edge && { boxShadow: 'inset 1px 0 0 var(--DataGrid-t-color-border-base)' }) };
    sx[`& .MuiDataGrid-columnHeader[data-field="${f}"]`] = { ...common, zIndex: 40, background: 'var(--DataGrid-t-header-background-base)' };
    sx[`& .MuiDataGrid-cell[data-field="${f}"]`] = { ...common, zIndex: 30, background: PINNED };
    sx[`& .MuiDataGrid-row:hover .MuiDataGrid-cell[data-field="${f}"]`] = { background: tint(HOVER, HOVER_OPACITY) };
    sx[`& .MuiDataGrid-row.Mui-selected .MuiDataGrid-cell[data-field="${f}"]`] = { background: tint(SELECTED, SELECTED_OPACITY) };
    right += columns[i].width ?? 100;
  }
  return sx;
}

/** A server-paged, searchable list. Write controls appear only when the user's role may write. */
export function ResourceGrid<R extends GridValidRowModel & { id: string }>(p: TProps<R>) {
  const t = useTranslations('common');
  const locale = useLocale();
  const list = useListState();
  const apiRef = useGridApiRef();
  const [search, setSearch] = useState(list.query);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const bulk = p.canWrite && p.bulkActions;
  useEffect(() => setSearch(list.query), [list.query]);
  useEffect(() => {
    const h = setTimeout(() => { if (search !== list.query) list.set({ query: search, page: undefined }); }, 350);
    return () => clearTimeout(h);
  }, [search, list]);

  const params = { page: list.page, limit: list.limit, ...(p.toQuery ? p.toQuery(list.query) : { query: list.query, ...p.extraQuery }) };
  // Ticks belong to the page on screen: another page, search or filter starts with none.
  const paramsKey = JSON.stringify(params);
  useEffect(() => setSelection({ type: 'include', ids: new Set() }), [paramsKey]);
  const q = useQuery({
    queryKey: [p.queryKey, params],
    queryFn: ({ signal }) => api.get<TPage<R>>(p.endpoint, { query: params, signal }),
    placeholderData: (prev) => prev,
  });

  const actions: GridColDef<R> = {
    field: 'actions', type: 'actions', headerName: t('actions'), width: 100,
    getActions: ({ row }) => [
      ...(p.onEdit ? [<GridActionsCellItem key="e" icon={<EditOutlined />} label={t('edit')} onClick={() => p.onEdit!(row)} />] : []),
      ...(p.onDelete ? [<GridActionsCellItem key="d" icon={<DeleteOutline />} label={t('delete')} onClick={() => p.onDelete!(row)} />] : []),
    ],
  };
  const columns = p.canWrite && (p.onEdit || p.onDelete) ? [...p.columns, actions] : p.columns;
  const filtered = !!list.query || Object.values(p.extraQuery ?? {}).some(Boolean);
  // Filters named in extraQuery are URL parameters of the same names: "reset" clears them with the search.
  const clearFilters = Object.fromEntries(Object.keys(p.extraQuery ?? {}).map((k) => [k, undefined]));

  const NoRows = () => (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{filtered ? t('noResults') : p.emptyText}</Typography>
        {filtered ? <Button onClick={() => { setSearch(''); list.set({ query: undefined, page: undefined, ...clearFilters }); }}>{t('reset')}</Button>
          : p.canWrite && p.onCreate && p.createFirstText && <Button variant="outlined" onClick={p.onCreate}>{p.createFirstText}</Button>}
      </Box>
    </Box>
  );

  const ticked = bulk ? (q.data?.items ?? []).filter((r) => (selection.type === 'include') === selection.ids.has(r.id)) : [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mr: 'auto' }}>{p.title}</Typography>
        {p.canWrite && p.onCreate && p.createLabel && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={p.onCreate} data-testid="create-button">{p.createLabel}</Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          {p.searchable !== false && <TextField size="small" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={p.searchLabel ?? t('search')}
            slotProps={{ htmlInput: { 'aria-label': p.searchLabel ?? t('search'), maxLength: 200 }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            sx={{ minWidth: { xs: '100%', sm: 320 } }} />}
          {p.toolbar}
          <Typography sx={{ ml: 'auto', alignSelf: 'center', color: 'text.secondary', fontSize: 14 }}>{p.totalText ? p.totalText(q.data) : t('total', { count: q.data?.total ?? 0 })}</Typography>
          {(p.exportPath || p.printable) && (
            <ExportButtons exportPath={p.exportPath} params={params} onPrint={p.printable ? () => apiRef.current?.exportDataAsPrint({ hideToolbar: true, hideFooter: true, fileName: p.title }) : undefined} />
          )}
        </Box>
        <QueryError error={q.error} sx={{ mb: 2 }} />
        {ticked.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }} data-testid="bulk-bar">
            <Typography sx={{ fontSize: 14, mr: 1 }}>{t('selected', { count: ticked.length })}</Typography>
            {p.bulkActions!(ticked, () => setSelection({ type: 'include', ids: new Set() }))}
          </Box>
        )}
        <Box sx={{ height: 'max(420px, calc(100dvh - 330px))' }}>
          <DataGrid<R>
            apiRef={apiRef}
            rows={q.data?.items ?? []}
            columns={columns}
            loading={q.isFetching}
            rowCount={q.data?.total ?? 0}
            paginationMode="server"
            paginationModel={{ page: list.page - 1, pageSize: list.limit }}
            onPaginationModelChange={(m) => list.set({ page: m.page + 1, limit: m.pageSize })}
            pageSizeOptions={list.pageSizes}
            disableRowSelectionOnClick
            // A page holds at most a hundred rows of a dozen columns: rendering every cell keeps those past the
            // right edge or below the fold in the page, for find-in-page and screen readers.
            disableVirtualization
            checkboxSelection={!!bulk}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            // A tick is not an open: the checkbox cell's click also reaches the row.
            onRowClick={p.onRowClick ? ({ row }, e) => { if (!(e.target as HTMLElement).closest('[data-field="__check__"], [data-field="actions"]')) p.onRowClick!(row); } : undefined}
            sx={{ ...pinnedActionsSx(columns), ...(p.onRowClick && { '& .MuiDataGrid-row': { cursor: 'pointer' } }) }}
            disableColumnFilter
            sortingMode="server"
            disableColumnSorting
            slots={{ noRowsOverlay: NoRows }}
            localeText={locale === 'vi' ? viGridLocale : undefined}
          />
        </Box>
      </Paper>
    </Box>
  );
}
