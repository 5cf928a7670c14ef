// "What's new": one Atom feed of everything the site publishes, per language (/feed, /en/feed).
export { WHATS_NEW_FEED_PATH, whatsNewFeed } from './feed';
