import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './sessionSlice';

export interface SelectedOrganization {
  id: number;
  name: string;
}

export interface OrganizationState {
  selected: SelectedOrganization | null;
}

const initialState: OrganizationState = { selected: null };

export const organizationSlice = createSlice({
  name: 'organization',
  initialState,
  reducers: {
    organizationSelected(state, action: PayloadAction<SelectedOrganization | null>) {
      state.selected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => {
        // Login picks the first organization if any (spec section 4).
        const first = action.payload.user.organizations[0];
        state.selected = first ? { id: first.id, name: first.name } : null;
      })
      .addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectSelectedOrganization: (state) => state.selected,
    selectSelectedOrganizationId: (state) => state.selected?.id ?? null,
  },
});

export const { organizationSelected } = organizationSlice.actions;
export const { selectSelectedOrganization, selectSelectedOrganizationId } =
  organizationSlice.selectors;
