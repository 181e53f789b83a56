// Helpers for the component tests of this remote (not bundled: only *.test.tsx import it).
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  GUEST_USER,
  clearStoredToken,
  clearToasts,
  resetUserInfo,
  setUserInfo,
  storeToken,
  ToastViewport,
} from '@storefront/shared-kernel';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders `element` at `path` (matched by `pattern`) with a location probe and the toast viewport. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <ToastViewport />
    </MemoryRouter>,
  );
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the client reads as valid for an hour (the API is faked in these tests). */
export const validToken = () =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1001', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

export const BUYER = {
  ...GUEST_USER,
  userId: 1001,
  idCustomer: 1001,
  companyNm: 'Reyes Home & Kitchen Supply',
  firstname: 'Dana',
  lastname: 'Reyes',
  email: 'buyer@demo.storefront',
  tel: '310-555-0142',
  cellPhone: '310-555-0199',
  zipcode: '90248',
  priceLev: 2,
};

/** A signed-in buyer in the kernel's stores. */
export function signInBuyer(): void {
  storeToken(validToken());
  setUserInfo({ ...BUYER, token: validToken() });
}

export function resetSession(): void {
  cleanup(); // unmount first, so clearing the stores updates nothing on screen
  clearStoredToken();
  resetUserInfo();
  clearToasts();
  localStorage.clear();
}

/** A label's text without the required mark: 'Email *' names the field Email. */
const withoutRequiredMark = (text: string): string =>
  text
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The control a label names, required or not. */
export const field = (label: string): HTMLElement => screen.getByLabelText(label, { normalizer: withoutRequiredMark });
export const findField = (label: string): Promise<HTMLElement> =>
  screen.findByLabelText(label, { normalizer: withoutRequiredMark });
