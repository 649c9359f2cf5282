import axios from 'axios';
import { env } from '@/lib/config/env';
import { REQUEST_TIMEOUT_MS } from '@/lib/config/constants';
import './types';

/** The one axios instance of the app; `setupHttp` (app start) attaches the interceptors. */
export const http = axios.create({
  baseURL: env.apiUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});
