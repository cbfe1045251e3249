import { Link, useSearch } from 'wouter';
import { MailX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { useUnsubscribe } from './api';

/**
 * /unsubscribe?token=...: where an email's "Stop emails" link lands, no login needed. It asks before acting, since
 * mail scanners open links on their own.
 */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data;
  return (
    <div className="container max-w-lg py-10">
      <Card>
        <CardHeader>
          <MailX className="h-8 w-8 text-primary" aria-hidden />
          <h1 className="text-2xl font-bold tracking-tight">{done ? 'You are unsubscribed' : 'Stop these emails?'}</h1>
          <CardDescription>
            {done
              ? `${done.stopped === 'all' ? 'Cloverleaf will send you no more alert emails' : `Cloverleaf will send you no more emails about ${done.label.toLowerCase()}`}. You will still see these alerts under the bell when you use the app.`
              : 'Cloverleaf will stop sending the alert emails this link came with. You will still see the alerts under the bell in the app.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {!token && <p role="alert" className="text-sm text-destructive">This unsubscribe link is not valid</p>}
          {unsubscribe.isError && (
            <p role="alert" className="text-sm text-destructive">{apiErrorMessage(unsubscribe.error) ?? 'Could not unsubscribe. Please try again.'}</p>
          )}
          {!done && token && (
            <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          )}
          <p className="text-sm text-muted-foreground">
            Choose what reaches you, kind by kind, in your <Link href="/notifications" className="text-primary underline">alert settings</Link>.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
