/** The admin dashboard in one call (spec 3 §1). */
import { endpoint } from '../http.ts';
import { adminDashboardReply } from './schemas.ts';

export const getAdminDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: ['admin'],
  summary: 'Cards, short lists and 30-day charts of the admin dashboard (admin)',
  replies: { 200: adminDashboardReply },
});
