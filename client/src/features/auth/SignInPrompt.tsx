import { LogIn } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoginUrl } from './useLoginFirst';

/** In place of a page that belongs to one rider (trips, saved events) when nobody is signed in. */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const loginUrl = useLoginUrl();
  return (
    <EmptyState
      icon={LogIn}
      title={title}
      description={description}
      action={<a href={loginUrl} className={buttonClasses()}>Log In / Register</a>}
    />
  );
}
