/**
 * One query layer derived from the contract: a query's key is its endpoint (method and path) followed by its input,
 * so a cache entry is named by the descriptor that fetched it and a mutation invalidates descriptors, not strings.
 * `useApi(AiCourseApi.course, { aicourseId })` replaces a hand-written hook with its own key;
 * `useApiMutation(AiCourseApi.markWorks, { invalidates: [AiCourseApi.works] })` refreshes every input's works.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { call, type CallOptions } from '../platform/http';

/** An endpoint, or a contract group of them (`AiCourseApi`): invalidating a group invalidates each of its endpoints. */
export type EndpointSet = Endpoint | Readonly<Record<string, Endpoint>>;

const isEndpoint = (e: EndpointSet): e is Endpoint =>
  typeof (e as Endpoint).path === 'string' && typeof (e as Endpoint).method === 'string';

/** The key prefix every cache entry of one endpoint shares. */
export const endpointKey = (endpoint: Endpoint) => [endpoint.method, endpoint.path] as const;

/** The key of one call: the endpoint's prefix, then its input (omitted when it takes none). */
export const apiKey = <E extends Endpoint>(endpoint: E, input?: RequestOf<E>): QueryKey =>
  input === undefined ? endpointKey(endpoint) : [...endpointKey(endpoint), input];

const endpointsOf = (sets: readonly EndpointSet[]): Endpoint[] =>
  sets.flatMap((s) => (isEndpoint(s) ? [s] : Object.values(s).filter(isEndpoint)));

/** Marks every cached call of these endpoints stale (and refetches the ones on screen). */
export const invalidateApi = (qc: QueryClient, ...sets: EndpointSet[]) =>
  Promise.all(endpointsOf(sets).map((e) => qc.invalidateQueries({ queryKey: endpointKey(e) })));

/** Rewrites the cached answers of one endpoint, whatever their input (an optimistic update). */
export const updateApiData = <E extends Endpoint>(
  qc: QueryClient,
  endpoint: E,
  update: (data: ResponseOf<E> | undefined) => ResponseOf<E> | undefined,
) => qc.setQueriesData<ResponseOf<E>>({ queryKey: endpointKey(endpoint) }, update);

type QueryOpts<E extends Endpoint> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, ResponseOf<E>, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Options of the call itself (silent, area ...). */
  call?: CallOptions;
};

/** Reads one endpoint with react-query, keyed by the endpoint and its input. */
export function useApi<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, opts: QueryOpts<E> = {}) {
  const { call: callOpts, ...query } = opts;
  return useQuery({
    ...query,
    queryKey: apiKey(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, input, { ...callOpts, signal }),
  });
}

interface MutationOpts<E extends Endpoint, V> {
  /** Turns the mutation's variables into the endpoint's input (default: they are the input). */
  input?: (vars: V) => RequestOf<E>;
  /** What to refresh once it succeeded: endpoints or contract groups. */
  invalidates?: readonly EndpointSet[] | ((data: ResponseOf<E>, vars: V) => readonly EndpointSet[]);
  call?: CallOptions;
}

/** Calls one endpoint as a mutation; on success it invalidates the endpoints it changed, by descriptor. */
export function useApiMutation<E extends Endpoint, V = RequestOf<E>>(endpoint: E, opts: MutationOpts<E, V> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) =>
      call(endpoint, opts.input ? opts.input(vars) : (vars as unknown as RequestOf<E>), opts.call),
    onSuccess: (data, vars) => {
      const sets = typeof opts.invalidates === 'function' ? opts.invalidates(data, vars) : opts.invalidates;
      return sets?.length ? invalidateApi(qc, ...sets) : undefined;
    },
  });
}
