/** Resolves once `url` answers 2xx (a server a bench started is ready); fails after a minute. */
export async function untilAnswers(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
