'use client';
import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`: a search asks the server when the typing pauses, not per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
