# Run on both fresh hosts before either engine: the image was built minutes ago, so its emptied
# apt lists directory looks fresh to cache_valid_time; make the cache look a day old, as on a
# host that has not updated today.
touch -d '1 day ago' /var/lib/apt/lists
