// Every job of grading's publish flow, defined on the service's runner (the API process in embedded mode, the
// worker process with Redis).
import type { ServiceDeps } from '@campus/kit';
import { gradingContext } from '../context.js';
import { publishContext } from '../publish/publish-context.js';
import { handleNotifyPublished } from './notify-published.js';
import { handleSendCodeMail } from './send-code-mail.js';

export function publishJobs(deps: ServiceDeps): void {
  handleSendCodeMail(publishContext(gradingContext(deps)));
  handleNotifyPublished(deps);
}
