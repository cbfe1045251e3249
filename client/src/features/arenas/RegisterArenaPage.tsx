import { Link, useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { PageSpinner } from '@/components/ui/spinner';
import { handleUnauthorizedError, useRequireLogin } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { useRegisterArena } from './api';
import { RegisterArenaForm } from './RegisterArenaForm';
import { setServerFieldErrors, type RegisterArenaPayload, type RegisterArenaValues } from './register-arena';

/** /arenas/create: 'Register Your Arena', for signed-in riders (others are sent to log in). */
export default function RegisterArenaPage() {
  const auth = useRequireLogin('You need to log in to register an arena. Redirecting...');
  const [, navigate] = useLocation();
  const registerArena = useRegisterArena();

  const submit = (arena: RegisterArenaPayload, setError: (field: keyof RegisterArenaValues, error: { message: string }) => void) => {
    registerArena.mutate(arena, {
      onSuccess: (registered) => {
        toast({ title: 'Arena Registered', description: `${registered.name} is now on Cloverleaf.` });
        navigate(`/arena/${registered.id}`);
      },
      onError: (error) => {
        if (handleUnauthorizedError(error)) return;
        setServerFieldErrors(error, arena, setError);
        toast({ title: 'Error', description: 'Failed to register arena. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <div className="container max-w-3xl space-y-6 py-8 sm:py-10">
      <Link href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Home
      </Link>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold sm:text-4xl">Register Your Arena</h1>
        <p className="text-muted-foreground">
          Tell riders what to expect before they haul in: footing, parking and what is nearby.
        </p>
      </header>
      {auth.isAuthenticated ? (
        <RegisterArenaForm onSubmit={submit} submitting={registerArena.isPending} />
      ) : (
        <PageSpinner label={auth.isLoading ? 'Loading' : 'Redirecting to log in'} />
      )}
    </div>
  );
}
