// GET/PUT /api/notifications/preferences: which channels each type uses, quiet hours and phone (any signed-in
// user, about themselves).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { badRequest } from '@campus/kit';
import { ErrorBody, PHONE_MAX_LENGTH, isTimeOfDay, PreferencesBody, PreferencesResponse } from '@campus/contracts';
import type { NotificationsContext } from '../context.js';
import { preferencesOf, savePreferences, settingsOf } from '../db/preference.repository.js';

const PHONE_PATTERN = /^\+?[0-9 ()-]{5,}$/;

export async function preferenceRoutes(app: FastifyInstance, { db }: NotificationsContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const answer = async (userId: string) => {
    const [data, settings] = await Promise.all([preferencesOf(db, userId), settingsOf(db, userId)]);
    return { data, quietHours: settings.quietHours, phone: settings.phone };
  };

  api.get(
    '/api/notifications/preferences',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Channels per notification type, quiet hours and phone (defaults until saved)',
        response: { 200: PreferencesResponse, 401: ErrorBody },
      },
    },
    async (request) => answer(request.user.sub),
  );

  api.put(
    '/api/notifications/preferences',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Saves channels per type (types left out keep theirs), quiet hours and phone',
        body: PreferencesBody,
        response: { 200: PreferencesResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { preferences, quietHours } = request.body;
      const types = preferences.map((preference) => preference.notificationType);
      const repeated = types.find((type, index) => types.indexOf(type) !== index);
      if (repeated) throw badRequest(`preferences: ${repeated} is listed twice`);
      for (const field of ['start', 'end'] as const) {
        const value = quietHours?.[field];
        if (value !== undefined && !isTimeOfDay(value)) throw badRequest(`quietHours.${field}: must be a time HH:mm from 00:00 to 23:59`);
      }
      let phone = request.body.phone;
      if (typeof phone === 'string') {
        phone = phone.trim() || null;
        if (phone && (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone))) {
          throw badRequest('phone: must be a phone number such as +374 10 123456');
        }
      }
      await savePreferences(db, request.user.sub, preferences, { quietHours, phone });
      return answer(request.user.sub);
    },
  );
}
