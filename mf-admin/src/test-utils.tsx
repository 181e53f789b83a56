// Helpers for the component tests of this remote (not bundled: only *.test.tsx import it).
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  clearToasts,
  getQueryClient,
  staffSessionStore,
  ToastViewport,
  type StaffMember,
  type StaffRole,
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

/** Where the page is now: its path and query, as the location probe shows them. */
export const location = (): string => screen.getByTestId('location').textContent ?? '';

/** The query of the page's address now, read as the page reads it. */
export const addressQuery = (): URLSearchParams => new URLSearchParams(location().split('?')[1] ?? '');

export const ADMIN: StaffMember = { id: 1, email: 'admin@demo.storefront', name: 'Alex Morgan', role: 'admin' };

/** A signed-in staff member of `role` in the kernel's staff session store (the API is faked in these tests). */
export function signInStaff(role: StaffRole = 'admin', member: Partial<StaffMember> = {}): StaffMember {
  const staff = { ...ADMIN, role, ...member };
  staffSessionStore.set({ token: 'staff.test.token', tokenExp: Math.floor(Date.now() / 1000) + 3600, staff });
  return staff;
}

/** Every test starts as a page load does: no session, no answers, no toasts. */
export function resetSession(): void {
  cleanup(); // unmount first, so clearing the stores updates nothing on screen
  staffSessionStore.set(null);
  getQueryClient().clear();
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
