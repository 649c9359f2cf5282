/**
 * The reference for the first-paint budget: a bare login page on the same stack (React, React
 * Router route `lazy`, Redux Toolkit, MUI, i18next, axios, react-hook-form with zod/mini), with
 * none of the product. The e2e performance test compares the app's /login against it.
 */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import axios from 'axios';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

export const http = axios.create({ baseURL: 'http://localhost:3101/', timeout: 50_000 });
const session = createSlice({
  name: 'session',
  initialState: { token: null as string | null },
  reducers: {},
});
const store = configureStore({ reducer: { session: session.reducer } });

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        title: 'Log in',
        email: 'Email',
        password: 'Password',
        submit: 'Log in',
        hint: 'Pick an account to fill the form (password Aviation2026!).',
        required: 'This field is required',
      },
    },
  },
  interpolation: { escapeValue: false },
});

const router = createBrowserRouter([
  { path: '*', lazy: async () => ({ Component: (await import('./LoginPage')).default }) },
]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={createTheme()}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
