import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Placeholder: the problem, the mission and ways to contribute (SPEC 1), to be filled out by its own issue. */
export default function AboutPage() {
  return (
    <div className="container max-w-3xl space-y-8 py-12">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">About Cloverleaf</h1>
        <p className="text-lg text-muted-foreground">
          Arena details, event dates and where to stable for the night are scattered across social media posts and
          group chats. Cloverleaf puts them in one place.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Our mission</CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground">
          Help every barrel racer show up prepared: the right footing, the right parking, a place for the horses to
          rest, and a community that shares what it knows.
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Ways to contribute</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-inside list-disc space-y-1 text-muted-foreground">
            <li>Add arenas you ride at.</li>
            <li>Post the events you host or enter.</li>
            <li>Review arenas and horse hotels after you visit.</li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
