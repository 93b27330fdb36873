// One normalisation of usernames (issue 32, M8): the account match, the
// login lockout, the per-account limits and the reset codes all use this key,
// and the database stores the same one (users.username_key, a generated
// column: translate(username, 'A…Z', 'a…z'), migration 011). ASCII letters are
// folded and nothing else: sign-up takes only ASCII letters and digits, so no
// account differs from another by more, and a fold both sides compute alike
// in any locale leaves no spelling that reaches an account outside its lock.
// (JavaScript's toLowerCase() and SQL's lower() disagreed on 'İ', which one
// turns into two code points and the other, under a glibc UTF-8 locale, into 'i'.)

/** The key a username is matched and counted under; the input is trimmed first, as the stored name was. */
export function usernameKey(username: string): string {
  return username.trim().replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}
