'use client';
import { createContext, useCallback, useContext, useState } from 'react';
import { QueryClient, QueryClientProvider, MutationCache } from '@tanstack/react-query';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { ShopZoneContext } from './dates';

type TToast = { message: string; severity: 'success' | 'error' | 'info' };
const ToastContext = createContext<(t: TToast) => void>(() => undefined);
const ConfirmContext = createContext<(message: string) => Promise<boolean>>(async () => false);

export const useToast = () => useContext(ToastContext);
/** One confirm() for every destructive action; resolves true on "yes". */
export const useConfirm = () => useContext(ConfirmContext);

export function ConsoleProviders({ children, timeZone }: { children: React.ReactNode; timeZone: string }) {
  const t = useTranslations('common');
  const [toast, setToast] = useState<TToast | null>(null);
  const [confirm, setConfirm] = useState<{ message: string; resolve: (v: boolean) => void } | null>(null);
  const [client] = useState(() => new QueryClient({
    defaultOptions: {
      queries: { retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2, staleTime: 10_000 },
    },
    // Errors from writes show the server's message; the session is kept (a 401 is handled by the client).
    mutationCache: new MutationCache({
      onError: (e) => { if (!(e instanceof ApiError && e.status === 401)) setToast({ message: e.message, severity: 'error' }); },
    }),
  }));
  const ask = useCallback((message: string) => new Promise<boolean>((resolve) => setConfirm({ message, resolve })), []);
  const close = (v: boolean) => { confirm?.resolve(v); setConfirm(null); };

  return (
    <QueryClientProvider client={client}>
      <ShopZoneContext.Provider value={timeZone}>
      <ToastContext.Provider value={setToast}>
        <ConfirmContext.Provider value={ask}>
          {children}
          <Dialog open={!!confirm} onClose={() => close(false)} aria-labelledby="confirm-title">
            <DialogTitle id="confirm-title">{t('confirmTitle')}</DialogTitle>
            <DialogContent>{confirm?.message}</DialogContent>
            <DialogActions>
              <Button onClick={() => close(false)}>{t('no')}</Button>
              <Button onClick={() => close(true)} color="error" variant="contained" autoFocus>{t('yes')}</Button>
            </DialogActions>
          </Dialog>
          <Snackbar open={!!toast} autoHideDuration={5000} onClose={() => setToast(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
            {toast ? <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)}>{toast.message}</Alert> : undefined}
          </Snackbar>
        </ConfirmContext.Provider>
      </ToastContext.Provider>
      </ShopZoneContext.Provider>
    </QueryClientProvider>
  );
}
