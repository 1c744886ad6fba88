"""Each game's reviewer, one module named by its game's id (see :mod:`tabletop.review.base`
for the two functions it offers); :func:`tabletop.review.job.reviewer_of` loads it."""
