"""Analysis above the bots: post-game analysis and hints, tournaments, ratings, balance."""
