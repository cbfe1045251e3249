import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DeletePageSection } from '@/components/ui/delete-page-section';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { handleUnauthorizedError, useRequireLogin } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { useArena, useDeleteArena, useEditArena } from './api';
import { canEditArena } from './arena-display';
import { RegisterArenaForm } from './RegisterArenaForm';
import { arenaToFormValues, setServerFieldErrors, type RegisterArenaPayload, type RegisterArenaValues } from './register-arena';

/** /arenas/:id/edit: the register form holding the arena, for its owner (or its creator before a claim) and moderators. */
export default function EditArenaPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const auth = useRequireLogin('You need to log in to edit an arena. Redirecting...');
  const arena = useArena(id);
  const edit = useEditArena(id);
  const remove = useDeleteArena(id);
  const arenaHref = `/arena/${id}`;

  if (auth.isLoading || arena.isLoading) return <PageSpinner />;
  if (!auth.user) return <PageSpinner label="Redirecting to log in" />;
  if (arena.isError || !arena.data) {
    return <div className="container py-10"><ErrorState message="The arena could not be loaded." onRetry={() => void arena.refetch()} /></div>;
  }
  const data = arena.data;
  const back = (
    <Link href={arenaHref} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to {data.name}
    </Link>
  );
  if (!canEditArena(data, auth.user)) {
    return (
      <div className="container max-w-2xl space-y-4 py-10">
        {back}
        <h1 className="text-2xl font-bold">Edit Arena</h1>
        <EmptyState
          icon={Lock}
          title="403: Not allowed"
          description="Only the arena's owner, or the rider who added it before anyone claimed it, can edit it."
          action={<Link href={arenaHref} className={buttonClasses({ variant: 'outline' })}>Back to the arena</Link>}
        />
      </div>
    );
  }

  const submit = (values: RegisterArenaPayload, setError: (field: keyof RegisterArenaValues, error: { message: string }) => void) => {
    edit.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Arena updated' });
        navigate(arenaHref);
      },
      onError: (error) => {
        if (handleUnauthorizedError(error)) return;
        setServerFieldErrors(error, values, setError);
        toast({ title: 'Error', description: 'Failed to save the arena. Please try again.', variant: 'destructive' });
      },
    });
  };
  return (
    <div className="container max-w-3xl space-y-6 py-8 sm:py-10">
      {back}
      <header className="space-y-1">
        <h1 className="text-3xl font-bold sm:text-4xl">Edit Arena</h1>
        <p className="text-muted-foreground">Keep {data.name}'s footing, parking and what is nearby current for riders.</p>
      </header>
      <RegisterArenaForm
        defaultValues={arenaToFormValues(data)}
        onSubmit={submit}
        submitting={edit.isPending}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
      />
      {!data.ownerId && data.createdBy === auth.user.id && (
        <DeletePageSection
          title="Delete this arena"
          noun="arena"
          busy={remove.isPending}
          onDelete={() => remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Arena deleted' });
              navigate('/arenas');
            },
            onError: (error) => {
              if (!handleUnauthorizedError(error)) toast({ title: 'Arena not deleted', description: 'Please try again.', variant: 'destructive' });
            },
          })}
        >
          It leaves the arenas list and its page. Events other riders posted there stay listed.
        </DeletePageSection>
      )}
    </div>
  );
}
