// Every service the embedded server mounts, in one place.
import auth from '@campus/auth';
import attendance from '@campus/attendance';
import grading from '@campus/grading';
import type { ServiceModule } from '@campus/kit';
import materials from '@campus/materials';
import notifications from '@campus/notifications';
import organizational from '@campus/organizational';
import surveys from '@campus/surveys';

export const SERVICE_MODULES: ServiceModule[] = [auth, organizational, materials, grading, attendance, notifications, surveys];
