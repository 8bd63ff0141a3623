'use client';

/** Opens the browser's print dialog for the page. */
export function PrintButton({ label, disabled }: { label: string; disabled?: boolean }) {
  return <button type="button" onClick={() => window.print()} disabled={disabled} data-testid="print">{label}</button>;
}
