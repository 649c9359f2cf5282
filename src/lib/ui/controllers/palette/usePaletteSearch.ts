import { useEffect, useRef, useState } from 'react';

/** One thing the palette offers: a page, or a record a source found. */
export interface PaletteOption {
  /** Unique in the palette (the option's DOM id is made of it). */
  id: string;
  label: string;
  /** A second line: the record's kind of detail (a route, a client). */
  detail?: string;
  /** Where choosing it goes. */
  to: string;
}

/** A server search the palette runs as the user types (a trip by name, an order by reference). */
export interface PaletteSearchSource {
  id: string;
  /** The group's header (already translated). */
  label: string;
  search: (
    text: string,
    signal: AbortSignal,
  ) => Promise<readonly { label: string; detail?: string; to: string }[]>;
}

/** A source's answer, kept with the query it answers: shown only while that query is typed. */
interface Answer {
  query: string;
  options: PaletteOption[];
  failed: boolean;
}

export interface PaletteGroupState {
  source: PaletteSearchSource;
  /** Undefined while the current query's answer has not come (or the query is too short). */
  options: PaletteOption[] | undefined;
  failed: boolean;
}

export const PALETTE_SEARCH_DELAY_MS = 250;
export const PALETTE_MIN_QUERY = 2;
export const PALETTE_RESULTS_PER_SOURCE = 5;

/**
 * Runs every source on the typed text, once typing pauses (~250 ms), at most a few results each.
 * No race: each answer is kept with its query and shown only for that query, and the answer of
 * an older query arriving after a newer one was typed is dropped (its call is also aborted).
 * `sources` must be stable (memoized): a new array runs the searches again.
 */
export function usePaletteSearch(
  text: string,
  sources: readonly PaletteSearchSource[],
  delayMs = PALETTE_SEARCH_DELAY_MS,
): { query: string; groups: PaletteGroupState[] } {
  const query = text.trim();
  const [answers, setAnswers] = useState<Readonly<Record<string, Answer>>>({});
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
    if (query.length < PALETTE_MIN_QUERY || sources.length === 0) return;
    const controller = new AbortController();
    const keep = (sourceId: string, answer: Answer) => {
      if (latest.current !== answer.query) return;
      setAnswers((previous) => ({ ...previous, [sourceId]: answer }));
    };
    const timer = setTimeout(() => {
      for (const source of sources) {
        source.search(query, controller.signal).then(
          (found) =>
            keep(source.id, {
              query,
              failed: false,
              options: found.slice(0, PALETTE_RESULTS_PER_SOURCE).map((result, index) => ({
                ...result,
                id: `${source.id}-${index}`,
              })),
            }),
          () => keep(source.id, { query, failed: true, options: [] }),
        );
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, sources, delayMs]);
  const searching = query.length >= PALETTE_MIN_QUERY;
  return {
    query,
    groups: sources.map((source) => {
      const answer = answers[source.id];
      const current = searching && answer?.query === query ? answer : undefined;
      return { source, options: current?.options, failed: current?.failed ?? false };
    }),
  };
}
