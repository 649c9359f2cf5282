import { isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import type { ObservedResponse } from '@/lib/contract/responseValidator';

type Check = (response: ObservedResponse) => void;

/** A module exporting the dev check (`() => import('@/lib/contract/devCheck')`). */
export type DevCheckModule = () => Promise<{ createDevCheck: () => Promise<Check> }>;

function observedOf(instance: AxiosInstance, response: AxiosResponse): ObservedResponse {
  const header: unknown = response.headers['content-type'];
  const empty = response.data === '' || response.data === undefined || response.data === null;
  return {
    method: (response.config.method ?? 'get').toUpperCase(),
    url: instance.getUri(response.config),
    status: response.status,
    contentType: typeof header === 'string' && !empty ? header : null,
    body: response.data,
  };
}

/**
 * In the dev server against a real API: each answer (success or failure) is checked against
 * docs/api/openapi.yaml after the app got it, and one warning per operation says what is off.
 * The checker (ajv and the document) loads on the first answer; setupHttp calls this only when
 * `import.meta.env.DEV`, so a build has neither. Returns the interceptor's id.
 */
export function watchContract(instance: AxiosInstance, load: DevCheckModule): number {
  let checker: Promise<Check> | null = null;
  function inspect(response: AxiosResponse) {
    checker ??= load().then((module) => module.createDevCheck());
    checker.then(
      (check) => check(observedOf(instance, response)),
      () => undefined,
    );
  }
  return instance.interceptors.response.use(
    (response) => {
      inspect(response);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.response) inspect(error.response);
      return Promise.reject(error);
    },
  );
}
