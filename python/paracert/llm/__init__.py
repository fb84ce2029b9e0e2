"""Model providers (OpenAI-compatible, replay, scripted), answer parsing and the response store."""
