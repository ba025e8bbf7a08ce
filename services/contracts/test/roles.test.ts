import { normalizeRole } from '@campus/contracts';
test('normalises', () => { expect(normalizeRole('Deans-Office')).toBe('deans_office'); });
