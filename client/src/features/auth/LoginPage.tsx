import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { safeReturnPath } from '@shared/return-path';
import type { loginSchema, registerSchema } from '@shared/validation/users';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { lazyZodResolver, type LazyResolver } from '@/lib/lazy-zod-resolver';
import { logInWithPassword, registerAccount } from './api';

type Mode = 'login' | 'register';
type AccountSchema = typeof loginSchema | typeof registerSchema;
const loginResolver = lazyZodResolver<z.input<typeof loginSchema>, z.output<typeof loginSchema>>(
  () => import('@shared/validation/users').then((module) => module.loginSchema),
);
const registerResolver = lazyZodResolver<z.input<typeof registerSchema>, z.output<typeof registerSchema>>(
  () => import('@shared/validation/users').then((module) => module.registerSchema),
);

/** Built-in email + password accounts; /api/login leads here when no OpenID Connect provider is configured. */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo')) ?? '/';
  return (
    <div className="container flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{mode === 'login' ? 'Log In' : 'Create Your Account'}</CardTitle>
          <CardDescription>
            {mode === 'login'
              ? 'Welcome back. Log in to save events, plan trips and share what you know.'
              : 'Join the barrel racing community: it takes less than a minute.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div role="tablist" aria-label="Log in or register" className="grid grid-cols-2 rounded-lg bg-muted p-1">
            {(['login', 'register'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={mode === tab}
                onClick={() => setMode(tab)}
                className={cn(
                  'rounded-md py-2 text-sm font-medium transition-colors',
                  mode === tab ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {tab === 'login' ? 'Log In' : 'Register'}
              </button>
            ))}
          </div>
          {mode === 'login' ? <LoginForm returnTo={returnTo} /> : <RegisterForm returnTo={returnTo} />}
        </CardContent>
      </Card>
    </div>
  );
}

function useAccountForm<TSchema extends AccountSchema>(
  resolver: LazyResolver<z.input<TSchema>, z.output<TSchema>>, send: (values: z.output<TSchema>) => Promise<unknown>, returnTo: string, fallback: string,
) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ resolver });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      // A full navigation, so every screen starts from the signed-in state.
      window.location.assign(returnTo);
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? fallback);
    }
  });
  return { form, failure, onSubmit, resolver };
}

function LoginForm({ returnTo }: { returnTo: string }) {
  const { form, failure, onSubmit, resolver } = useAccountForm<typeof loginSchema>(loginResolver, logInWithPassword, returnTo, 'Could not log in. Please try again.');
  const { register, formState: { errors, isSubmitting } } = form;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      {failure && <p role="alert" className="text-sm text-destructive">{failure}</p>}
      <Button type="submit" className="w-full" disabled={isSubmitting}>{isSubmitting ? 'Logging in...' : 'Log In'}</Button>
    </form>
  );
}

function RegisterForm({ returnTo }: { returnTo: string }) {
  const { form, failure, onSubmit, resolver } = useAccountForm<typeof registerSchema>(registerResolver, registerAccount, returnTo, 'Could not create the account. Please try again.');
  const { register, formState: { errors, isSubmitting } } = form;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Password" required hint="At least 8 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      {failure && <p role="alert" className="text-sm text-destructive">{failure}</p>}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
