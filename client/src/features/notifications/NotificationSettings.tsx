import { useEffect, useState } from 'react';
import { Settings } from 'lucide-react';
import {
  NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_CHANNELS, NOTIFICATION_KIND_LABELS, type NotificationChannel, type NotificationKind,
} from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api';

/** How the rider hears of each kind: a choice per kind, saved together. Email choices need a mail server. */
export function NotificationSettings() {
  const current = useNotificationPreferences().data;
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  useEffect(() => {
    if (current) setChoices(Object.fromEntries(current.preferences.map((choice) => [choice.kind, choice.channel])));
  }, [current]);
  if (!current) return null;

  const submit = () => save.mutate(current.preferences.map(({ kind }) => ({ kind, channel: choices[kind] ?? 'in_app' })), {
    onSuccess: () => toast({ title: 'Preferences saved' }),
    onError: () => toast({ title: 'Error', description: 'Could not save your preferences. Please try again.', variant: 'destructive' }),
  });
  return (
    <FormSection idPrefix="notifications" title="Notification settings" icon={Settings}>
      <p className="text-sm text-muted-foreground">
        {current.emailAvailable
          ? 'Email goes to the address of your account: right away, or in one email a day (each morning, 8 AM Central). Every email has a link to stop it.'
          : 'Email is off: this site has no mail server set up, so notifications come to the bell only.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {current.preferences.map(({ kind }) => (
          <FormField key={kind} label={NOTIFICATION_KIND_LABELS[kind]}>
            <Select value={choices[kind] ?? 'in_app'} onChange={(event) => setChoices({ ...choices, [kind]: event.target.value as NotificationChannel })}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <option key={channel} value={channel} disabled={channel.startsWith('email') && !current.emailAvailable}>
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </option>
              ))}
            </Select>
          </FormField>
        ))}
      </div>
      <Button onClick={submit} disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save settings'}</Button>
    </FormSection>
  );
}
