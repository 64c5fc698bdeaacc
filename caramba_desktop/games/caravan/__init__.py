"""Caravan by Joe Huber (Rio Grande Games 2019): camels, chains and theft."""
