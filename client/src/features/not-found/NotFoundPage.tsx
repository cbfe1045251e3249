import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export default function NotFoundPage() {
  return (
    <div className="container flex min-h-[50vh] items-center justify-center py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 sm:pt-6">
          <div className="flex items-center gap-3">
            <CircleAlert aria-hidden="true" className="h-8 w-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
