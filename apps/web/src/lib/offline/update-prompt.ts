// 'A new version of Ikaze is ready. Reload' (docs/decisions/0030-offline-app.md): a small bar at the foot of
// the page, never in the way, drawn without React so that it costs the first load nothing.
import { t } from '@lingui/core/macro';

export function showUpdatePrompt(onReload: () => void): void {
  if (document.getElementById('update-prompt')) return;
  const bar = document.createElement('div');
  bar.id = 'update-prompt';
  bar.setAttribute('role', 'status');
  bar.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg';
  const text = document.createElement('span');
  text.className = 'flex-1';
  text.textContent = t`A new version of Ikaze is ready.`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-100';
  reload.textContent = t`Reload`;
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });
  bar.append(text, reload);
  document.body.append(bar);
}
