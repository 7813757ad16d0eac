// The notifications module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { siteAddress } from './email/email-job.ts';
export { EMAIL_QUEUE, noticeFor, notify, notifyAdmins, type Notice, type NotifyTx } from './notify.ts';
