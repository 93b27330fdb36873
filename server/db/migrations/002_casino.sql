-- The demo casino catalogue (server/casino/catalogue.ts) and players' favourites.
CREATE TABLE games (
  code text PRIMARY KEY,
  name text NOT NULL,
  -- tr-TR lower case of the name: search matches the Turkish way ('İ'~'i', 'I'~'ı').
  name_search text NOT NULL,
  provider_name text NOT NULL,
  main_provider_id integer NOT NULL,
  brand text NOT NULL,
  system text,
  product_id text,
  system_category integer NOT NULL,
  image_url text,
  is_live boolean NOT NULL,
  sort integer NOT NULL
);
CREATE INDEX games_category ON games (system_category, sort);
CREATE INDEX games_live ON games (is_live, sort);

CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);
