'use client';
import { useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TPage } from '@/lib/api/envelope';
import { api } from '@/lib/api/client';
import { formatPrice } from '@/lib/store/format';
import { useErrorText } from '@/components/forms/errors';
import { useToast } from '../ConsoleProviders';
import { EditorHeader, EditorSection } from '../EditorHeader';
import { Pending } from '../QueryError';
import type { TCollectionRow } from './useCollections';
import type { TProductRow } from './ProductsScreen';
import { MemberRow } from './MemberRow';
import { ProductPicker } from './ProductPicker';

const PAGE = 100;

/** Every member, in the collection's order: the console's product grid pages by 100, so page until a short page. */
async function loadMembers(collectionId: string, signal: AbortSignal) {
  const all: TProductRow[] = [];
  for (let page = 1; ; page++) {
    const p = await api.get<TPage<TProductRow>>('/api/v1/product/pagination', {
      signal, query: { page, limit: PAGE, query: JSON.stringify({ collectionId, sort: 'featured' }) },
    });
    all.push(...p.items);
    if (p.items.length < PAGE) return all;
  }
}

/**
 * The products of one collection, in the order the shop lists them by default: moved by dragging, by keyboard, or to
 * the top in one click; added by search and removed here too. Nothing is sent until Save.
 */
export function CollectionProductsScreen({ id, canWrite, currency }: { id: string; canWrite: boolean; currency: string }) {
  const collection = useQuery({ queryKey: ['collection', id], queryFn: ({ signal }) => api.get<TCollectionRow>(`/api/v1/collection/${id}`, { signal }) });
  const members = useQuery({ queryKey: ['collection-members', id], queryFn: ({ signal }) => loadMembers(id, signal), staleTime: Infinity });
  if (!collection.data || !members.data) return <Pending error={collection.error ?? members.error} />;
  return <MemberList key={id} collection={collection.data} initial={members.data} canWrite={canWrite} currency={currency} />;
}

function MemberList({ collection, initial, canWrite, currency }: { collection: TCollectionRow; initial: TProductRow[]; canWrite: boolean; currency: string }) {
  const t = useTranslations('catalog');
  const tc = useTranslations('common');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const [rows, setRows] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const dirty = ids.join() !== saved.map((r) => r.id).join();
  const money = (n: number) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (key: unknown) => rows.find((r) => r.id === key)?.name ?? '';
  const positionOf = (key: unknown) => ids.indexOf(String(key)) + 1;
  // A pick-up is followed at once by a move over itself: that one is not news, and would hide "picked up".
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('dnd.picked', { name: nameOf(active.id), position: positionOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t('dnd.over', { name: nameOf(active.id), position: positionOf(over.id) });
    },
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : t('dnd.cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) setRows((rs) => arrayMove(rs, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await api.put(`/api/v1/collection/${collection.id}`, { productIds: ids });
      setSaved(rows);
      toast({ message: tc('saved'), severity: 'success' });
      await Promise.all([qc.invalidateQueries({ queryKey: ['collections'] }), qc.invalidateQueries({ queryKey: ['products'] })]);
    } catch (err) {
      toast({ message: errorText(err), severity: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 960 }}>
      <EditorHeader title={t('orderTitle', { name: collection.name })} backHref="/console/collections" backLabel={t('backToCollections')}
        dirty={dirty} submitting={saving} canWrite={canWrite} viewHref={collection.isVisiable ? `/collections/${collection.slug}` : undefined}>
        {dirty && canWrite && <Button onClick={() => setRows(saved)}>{t('undoOrder')}</Button>}
      </EditorHeader>
      <EditorSection title={t('memberCount', { count: rows.length })} testId="collection-members">
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{canWrite ? t('membersHelp') : t('membersHelpReadOnly')}</Typography>
        {canWrite && <ProductPicker exclude={ids} onPick={(p) => setRows((rs) => [...rs, p])} />}
        {rows.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{t('membersEmpty')}</Typography>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <Box component="ol" aria-label={t('memberCount', { count: rows.length })} sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                {rows.map((r, i) => (
                  <MemberRow key={r.id} product={r} position={i + 1} canWrite={canWrite} price={money(r.minPrice)}
                    onTop={() => setRows((rs) => [r, ...rs.filter((x) => x.id !== r.id)])}
                    onRemove={() => setRows((rs) => rs.filter((x) => x.id !== r.id))} />
                ))}
              </Box>
            </SortableContext>
          </DndContext>
        )}
      </EditorSection>
    </Box>
  );
}
