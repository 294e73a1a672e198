"""The teacher's handout of a worked example (``tresham example handout ID -o FILE``): a
page per step as PDF pages (``pages.py``) or as one HTML file (``html.py``).

It lays out what ``scenario.lesson`` keeps of each step and the pictures the caller draws
(``cli_pictures.py``: a state and a caption in, named drawings out); it plays nothing itself.
"""
