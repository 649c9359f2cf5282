import type { AirportDetails } from '@/entities/airport';
import { withTagTypes } from '@/lib/api/baseApi';
import { TRIP_TAG_TYPES, tripChanged } from '@/entities/trip';
import type {
  FlightPlanPayload,
  Gendec,
  GendecPayload,
  PassengerPayload,
  Trip,
  TripCascadeResult,
} from '@/entities/trip';

const GENDEC = 'Gendec';

interface LegArg {
  tripId: number;
  legId: number;
}

/** A leg's operations at an airport (spec section 7 "Trip step", GET api/airport/{id}). */
export const legsApi = withTagTypes([...TRIP_TAG_TYPES, GENDEC]).injectEndpoints({
  endpoints: (build) => ({
    getAirportDetails: build.query<AirportDetails, number>({
      query: (id) => `api/airport/${id}`,
      keepUnusedDataFor: 3600,
    }),
    validateAirport: build.mutation<Trip, { tripId: number; eventId: number }>({
      query: ({ eventId }) => ({
        url: `api/trip-step/validate-airport/${eventId}`,
        method: 'PATCH',
        data: {},
      }),
      invalidatesTags: (_result, _error, { tripId }) => [...tripChanged(tripId)],
    }),
    savePassengers: build.mutation<TripCascadeResult, LegArg & { passengers: PassengerPayload[] }>({
      query: ({ legId, passengers }) => ({
        url: `api/trip-step-flight/${legId}`,
        method: 'PATCH',
        data: { passengers },
      }),
      invalidatesTags: (_result, _error, { tripId, legId }) => [
        ...tripChanged(tripId),
        { type: GENDEC, id: legId },
      ],
    }),
    setDisabledParticipant: build.mutation<
      Trip,
      LegArg & { passengerId: number; disabled: boolean }
    >({
      query: ({ legId, passengerId, disabled }) => ({
        url: `api/trip-step/${legId}/disabled-participant`,
        method: 'PATCH',
        data: { passengerId, disabled },
      }),
      invalidatesTags: (_result, _error, { tripId, legId }) => [
        ...tripChanged(tripId),
        { type: GENDEC, id: legId },
      ],
    }),
    saveFlightPlan: build.mutation<Trip, LegArg & { plan: FlightPlanPayload }>({
      query: ({ legId, plan }) => ({
        url: `api/trip-step/${legId}/flight-plan`,
        method: 'PATCH',
        data: plan,
      }),
      invalidatesTags: (_result, _error, { tripId }) => [...tripChanged(tripId)],
    }),
    getGendec: build.query<Gendec, number>({
      query: (legId) => `api/trip-step/${legId}/gendec`,
      providesTags: (_result, _error, legId) => [{ type: GENDEC, id: legId }],
    }),
    saveGendec: build.mutation<Gendec, LegArg & { gendec: GendecPayload }>({
      query: ({ legId, gendec }) => ({
        url: `api/trip-step/${legId}/gendec`,
        method: 'PATCH',
        data: gendec,
      }),
      invalidatesTags: (_result, _error, { legId }) => [{ type: GENDEC, id: legId }],
    }),
  }),
});

export const {
  useGetAirportDetailsQuery,
  useValidateAirportMutation,
  useSavePassengersMutation,
  useSetDisabledParticipantMutation,
  useSaveFlightPlanMutation,
  useGetGendecQuery,
  useSaveGendecMutation,
} = legsApi;
